/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Att_ListInputs */

const en_att_list = /** @type {(inputs: Att_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Attendees`)
};

const de_att_list = /** @type {(inputs: Att_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Teilnehmende`)
};

const fr_att_list = /** @type {(inputs: Att_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Participants`)
};

const es_att_list = /** @type {(inputs: Att_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Asistentes`)
};

const pt_br2_att_list = /** @type {(inputs: Att_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Participantes`)
};

const ja_att_list = /** @type {(inputs: Att_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`参加者`)
};

const ko_att_list = /** @type {(inputs: Att_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`참석자`)
};

/**
* | output |
* | --- |
* | "Attendees" |
*
* @param {Att_ListInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const att_list = /** @type {((inputs?: Att_ListInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Att_ListInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_att_list(inputs)
	if (locale === "fr") return fr_att_list(inputs)
	if (locale === "es") return es_att_list(inputs)
	if (locale === "pt-BR") return pt_br2_att_list(inputs)
	if (locale === "ja") return ja_att_list(inputs)
	if (locale === "ko") return ko_att_list(inputs)
	return en_att_list(inputs)
});