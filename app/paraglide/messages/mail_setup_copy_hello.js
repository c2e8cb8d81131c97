/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Mail_Setup_Copy_HelloInputs */

const en_mail_setup_copy_hello = /** @type {(inputs: Mail_Setup_Copy_HelloInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Hello ${i?.name},`)
};

const de_mail_setup_copy_hello = /** @type {(inputs: Mail_Setup_Copy_HelloInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Hallo ${i?.name},`)
};

const fr_mail_setup_copy_hello = /** @type {(inputs: Mail_Setup_Copy_HelloInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Bonjour ${i?.name},`)
};

const es_mail_setup_copy_hello = /** @type {(inputs: Mail_Setup_Copy_HelloInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Hola, ${i?.name}:`)
};

const pt_br2_mail_setup_copy_hello = /** @type {(inputs: Mail_Setup_Copy_HelloInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Olá, ${i?.name},`)
};

const ja_mail_setup_copy_hello = /** @type {(inputs: Mail_Setup_Copy_HelloInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} 様`)
};

const ko_mail_setup_copy_hello = /** @type {(inputs: Mail_Setup_Copy_HelloInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}님, 안녕하세요.`)
};

/**
* | output |
* | --- |
* | "Hello {name}," |
*
* @param {Mail_Setup_Copy_HelloInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const mail_setup_copy_hello = /** @type {((inputs: Mail_Setup_Copy_HelloInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Setup_Copy_HelloInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_setup_copy_hello(inputs)
	if (locale === "fr") return fr_mail_setup_copy_hello(inputs)
	if (locale === "es") return es_mail_setup_copy_hello(inputs)
	if (locale === "pt-BR") return pt_br2_mail_setup_copy_hello(inputs)
	if (locale === "ja") return ja_mail_setup_copy_hello(inputs)
	if (locale === "ko") return ko_mail_setup_copy_hello(inputs)
	return en_mail_setup_copy_hello(inputs)
});