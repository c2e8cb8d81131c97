/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Att_Checked_InInputs */

const en_att_checked_in = /** @type {(inputs: Att_Checked_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Checked in`)
};

const de_att_checked_in = /** @type {(inputs: Att_Checked_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Eingecheckt`)
};

const fr_att_checked_in = /** @type {(inputs: Att_Checked_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Arrivé`)
};

const es_att_checked_in = /** @type {(inputs: Att_Checked_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Registrado`)
};

const pt_br2_att_checked_in = /** @type {(inputs: Att_Checked_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Check-in feito`)
};

const ja_att_checked_in = /** @type {(inputs: Att_Checked_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`チェックイン済み`)
};

const ko_att_checked_in = /** @type {(inputs: Att_Checked_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`체크인함`)
};

/**
* | output |
* | --- |
* | "Checked in" |
*
* @param {Att_Checked_InInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const att_checked_in = /** @type {((inputs?: Att_Checked_InInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Att_Checked_InInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_att_checked_in(inputs)
	if (locale === "fr") return fr_att_checked_in(inputs)
	if (locale === "es") return es_att_checked_in(inputs)
	if (locale === "pt-BR") return pt_br2_att_checked_in(inputs)
	if (locale === "ja") return ja_att_checked_in(inputs)
	if (locale === "ko") return ko_att_checked_in(inputs)
	return en_att_checked_in(inputs)
});