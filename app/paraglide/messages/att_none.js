/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Att_NoneInputs */

const en_att_none = /** @type {(inputs: Att_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nobody has RSVPed yet.`)
};

const de_att_none = /** @type {(inputs: Att_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bisher hat noch niemand zugesagt.`)
};

const fr_att_none = /** @type {(inputs: Att_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Personne ne s'est encore inscrit.`)
};

const es_att_none = /** @type {(inputs: Att_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nadie ha confirmado todavía.`)
};

const pt_br2_att_none = /** @type {(inputs: Att_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ninguém confirmou presença ainda.`)
};

const ja_att_none = /** @type {(inputs: Att_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`まだ誰も参加登録していません。`)
};

const ko_att_none = /** @type {(inputs: Att_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`아직 참석 응답한 사람이 없습니다.`)
};

/**
* | output |
* | --- |
* | "Nobody has RSVPed yet." |
*
* @param {Att_NoneInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const att_none = /** @type {((inputs?: Att_NoneInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Att_NoneInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_att_none(inputs)
	if (locale === "fr") return fr_att_none(inputs)
	if (locale === "es") return es_att_none(inputs)
	if (locale === "pt-BR") return pt_br2_att_none(inputs)
	if (locale === "ja") return ja_att_none(inputs)
	if (locale === "ko") return ko_att_none(inputs)
	return en_att_none(inputs)
});