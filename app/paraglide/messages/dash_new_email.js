/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dash_New_EmailInputs */

const en_dash_new_email = /** @type {(inputs: Dash_New_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`New Email Address`)
};

const de_dash_new_email = /** @type {(inputs: Dash_New_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Neue E-Mail-Adresse`)
};

const fr_dash_new_email = /** @type {(inputs: Dash_New_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nouvelle adresse e-mail`)
};

const es_dash_new_email = /** @type {(inputs: Dash_New_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nueva dirección de correo`)
};

const pt_br2_dash_new_email = /** @type {(inputs: Dash_New_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Novo endereço de e-mail`)
};

const ja_dash_new_email = /** @type {(inputs: Dash_New_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`新しいメールアドレス`)
};

const ko_dash_new_email = /** @type {(inputs: Dash_New_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`새 이메일 주소`)
};

/**
* | output |
* | --- |
* | "New Email Address" |
*
* @param {Dash_New_EmailInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const dash_new_email = /** @type {((inputs?: Dash_New_EmailInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_New_EmailInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_dash_new_email(inputs)
	if (locale === "fr") return fr_dash_new_email(inputs)
	if (locale === "es") return es_dash_new_email(inputs)
	if (locale === "pt-BR") return pt_br2_dash_new_email(inputs)
	if (locale === "ja") return ja_dash_new_email(inputs)
	if (locale === "ko") return ko_dash_new_email(inputs)
	return en_dash_new_email(inputs)
});