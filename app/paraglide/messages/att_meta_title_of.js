/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Att_Meta_Title_OfInputs */

const en_att_meta_title_of = /** @type {(inputs: Att_Meta_Title_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Attendees of ${i?.name} | LAN Center Network`)
};

const de_att_meta_title_of = /** @type {(inputs: Att_Meta_Title_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Teilnehmende von ${i?.name} | LAN Center Network`)
};

const fr_att_meta_title_of = /** @type {(inputs: Att_Meta_Title_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Participants de ${i?.name} | LAN Center Network`)
};

const es_att_meta_title_of = /** @type {(inputs: Att_Meta_Title_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Asistentes de ${i?.name} | LAN Center Network`)
};

const pt_br2_att_meta_title_of = /** @type {(inputs: Att_Meta_Title_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Participantes de ${i?.name} | LAN Center Network`)
};

const ja_att_meta_title_of = /** @type {(inputs: Att_Meta_Title_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} の参加者 | LAN Center Network`)
};

const ko_att_meta_title_of = /** @type {(inputs: Att_Meta_Title_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} 참석자 | LAN Center Network`)
};

/**
* | output |
* | --- |
* | "Attendees of {name} \| LAN Center Network" |
*
* @param {Att_Meta_Title_OfInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const att_meta_title_of = /** @type {((inputs: Att_Meta_Title_OfInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Att_Meta_Title_OfInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_att_meta_title_of(inputs)
	if (locale === "fr") return fr_att_meta_title_of(inputs)
	if (locale === "es") return es_att_meta_title_of(inputs)
	if (locale === "pt-BR") return pt_br2_att_meta_title_of(inputs)
	if (locale === "ja") return ja_att_meta_title_of(inputs)
	if (locale === "ko") return ko_att_meta_title_of(inputs)
	return en_att_meta_title_of(inputs)
});