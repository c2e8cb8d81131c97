/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mail_EndsInputs */

const en_mail_ends = /** @type {(inputs: Mail_EndsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ends`)
};

const de_mail_ends = /** @type {(inputs: Mail_EndsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ende`)
};

const fr_mail_ends = /** @type {(inputs: Mail_EndsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fin`)
};

const es_mail_ends = /** @type {(inputs: Mail_EndsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Termina`)
};

const pt_br2_mail_ends = /** @type {(inputs: Mail_EndsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Término`)
};

const ja_mail_ends = /** @type {(inputs: Mail_EndsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`終了`)
};

const ko_mail_ends = /** @type {(inputs: Mail_EndsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`종료`)
};

/**
* | output |
* | --- |
* | "Ends" |
*
* @param {Mail_EndsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const mail_ends = /** @type {((inputs?: Mail_EndsInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_EndsInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_ends(inputs)
	if (locale === "fr") return fr_mail_ends(inputs)
	if (locale === "es") return es_mail_ends(inputs)
	if (locale === "pt-BR") return pt_br2_mail_ends(inputs)
	if (locale === "ja") return ja_mail_ends(inputs)
	if (locale === "ko") return ko_mail_ends(inputs)
	return en_mail_ends(inputs)
});