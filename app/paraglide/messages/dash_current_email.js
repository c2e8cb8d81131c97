/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dash_Current_EmailInputs */

const en_dash_current_email = /** @type {(inputs: Dash_Current_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Current email:`)
};

const de_dash_current_email = /** @type {(inputs: Dash_Current_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aktuelle E-Mail:`)
};

const fr_dash_current_email = /** @type {(inputs: Dash_Current_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`E-mail actuel :`)
};

const es_dash_current_email = /** @type {(inputs: Dash_Current_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Correo actual:`)
};

const pt_br2_dash_current_email = /** @type {(inputs: Dash_Current_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`E-mail atual:`)
};

const ja_dash_current_email = /** @type {(inputs: Dash_Current_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`現在のメール：`)
};

const ko_dash_current_email = /** @type {(inputs: Dash_Current_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`현재 이메일:`)
};

/**
* | output |
* | --- |
* | "Current email:" |
*
* @param {Dash_Current_EmailInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const dash_current_email = /** @type {((inputs?: Dash_Current_EmailInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_Current_EmailInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_dash_current_email(inputs)
	if (locale === "fr") return fr_dash_current_email(inputs)
	if (locale === "es") return es_dash_current_email(inputs)
	if (locale === "pt-BR") return pt_br2_dash_current_email(inputs)
	if (locale === "ja") return ja_dash_current_email(inputs)
	if (locale === "ko") return ko_dash_current_email(inputs)
	return en_dash_current_email(inputs)
});