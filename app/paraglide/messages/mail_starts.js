/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mail_StartsInputs */

const en_mail_starts = /** @type {(inputs: Mail_StartsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Starts`)
};

const de_mail_starts = /** @type {(inputs: Mail_StartsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Beginn`)
};

const fr_mail_starts = /** @type {(inputs: Mail_StartsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Début`)
};

const es_mail_starts = /** @type {(inputs: Mail_StartsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Empieza`)
};

const pt_br2_mail_starts = /** @type {(inputs: Mail_StartsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Início`)
};

const ja_mail_starts = /** @type {(inputs: Mail_StartsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`開始`)
};

const ko_mail_starts = /** @type {(inputs: Mail_StartsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`시작`)
};

/**
* | output |
* | --- |
* | "Starts" |
*
* @param {Mail_StartsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const mail_starts = /** @type {((inputs?: Mail_StartsInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_StartsInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_starts(inputs)
	if (locale === "fr") return fr_mail_starts(inputs)
	if (locale === "es") return es_mail_starts(inputs)
	if (locale === "pt-BR") return pt_br2_mail_starts(inputs)
	if (locale === "ja") return ja_mail_starts(inputs)
	if (locale === "ko") return ko_mail_starts(inputs)
	return en_mail_starts(inputs)
});