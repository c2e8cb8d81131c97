/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Att_Meta_DescriptionInputs */

const en_att_meta_description = /** @type {(inputs: Att_Meta_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Who is going to your LAN party, who is on the waitlist and who checked in, with a CSV download.`)
};

const de_att_meta_description = /** @type {(inputs: Att_Meta_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wer zu deiner LAN-Party kommt, wer auf der Warteliste steht und wer eingecheckt ist, mit CSV-Download.`)
};

const fr_att_meta_description = /** @type {(inputs: Att_Meta_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Qui vient à votre LAN party, qui est en liste d'attente et qui est arrivé, avec un export CSV.`)
};

const es_att_meta_description = /** @type {(inputs: Att_Meta_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quién va a tu LAN party, quién está en la lista de espera y quién ha hecho el check-in, con descarga en CSV.`)
};

const pt_br2_att_meta_description = /** @type {(inputs: Att_Meta_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quem vai à sua LAN party, quem está na lista de espera e quem fez check-in, com download em CSV.`)
};

const ja_att_meta_description = /** @type {(inputs: Att_Meta_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`LANパーティーの参加者、キャンセル待ち、チェックイン済みの人を確認し、CSV でダウンロードできます。`)
};

const ko_att_meta_description = /** @type {(inputs: Att_Meta_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`LAN 파티에 누가 오는지, 누가 대기 중인지, 누가 체크인했는지 확인하고 CSV로 내려받으세요.`)
};

/**
* | output |
* | --- |
* | "Who is going to your LAN party, who is on the waitlist and who checked in, with a CSV download." |
*
* @param {Att_Meta_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const att_meta_description = /** @type {((inputs?: Att_Meta_DescriptionInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Att_Meta_DescriptionInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_att_meta_description(inputs)
	if (locale === "fr") return fr_att_meta_description(inputs)
	if (locale === "es") return es_att_meta_description(inputs)
	if (locale === "pt-BR") return pt_br2_att_meta_description(inputs)
	if (locale === "ja") return ja_att_meta_description(inputs)
	if (locale === "ko") return ko_att_meta_description(inputs)
	return en_att_meta_description(inputs)
});