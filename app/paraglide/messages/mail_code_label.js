/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mail_Code_LabelInputs */

const en_mail_code_label = /** @type {(inputs: Mail_Code_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your code`)
};

const de_mail_code_label = /** @type {(inputs: Mail_Code_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ihr Code`)
};

const fr_mail_code_label = /** @type {(inputs: Mail_Code_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre code`)
};

const es_mail_code_label = /** @type {(inputs: Mail_Code_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tu código`)
};

const pt_br2_mail_code_label = /** @type {(inputs: Mail_Code_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Seu código`)
};

const ja_mail_code_label = /** @type {(inputs: Mail_Code_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`あなたのコード`)
};

const ko_mail_code_label = /** @type {(inputs: Mail_Code_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`인증 코드`)
};

/**
* | output |
* | --- |
* | "Your code" |
*
* @param {Mail_Code_LabelInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const mail_code_label = /** @type {((inputs?: Mail_Code_LabelInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Code_LabelInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_code_label(inputs)
	if (locale === "fr") return fr_mail_code_label(inputs)
	if (locale === "es") return es_mail_code_label(inputs)
	if (locale === "pt-BR") return pt_br2_mail_code_label(inputs)
	if (locale === "ja") return ja_mail_code_label(inputs)
	if (locale === "ko") return ko_mail_code_label(inputs)
	return en_mail_code_label(inputs)
});