/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mail_WhereInputs */

const en_mail_where = /** @type {(inputs: Mail_WhereInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Where`)
};

const de_mail_where = /** @type {(inputs: Mail_WhereInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ort`)
};

const fr_mail_where = /** @type {(inputs: Mail_WhereInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lieu`)
};

const es_mail_where = /** @type {(inputs: Mail_WhereInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dónde`)
};

const pt_br2_mail_where = /** @type {(inputs: Mail_WhereInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Onde`)
};

const ja_mail_where = /** @type {(inputs: Mail_WhereInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`場所`)
};

const ko_mail_where = /** @type {(inputs: Mail_WhereInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`장소`)
};

/**
* | output |
* | --- |
* | "Where" |
*
* @param {Mail_WhereInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const mail_where = /** @type {((inputs?: Mail_WhereInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_WhereInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_where(inputs)
	if (locale === "fr") return fr_mail_where(inputs)
	if (locale === "es") return es_mail_where(inputs)
	if (locale === "pt-BR") return pt_br2_mail_where(inputs)
	if (locale === "ja") return ja_mail_where(inputs)
	if (locale === "ko") return ko_mail_where(inputs)
	return en_mail_where(inputs)
});