/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Dash_WelcomeInputs */

const en_dash_welcome = /** @type {(inputs: Dash_WelcomeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Welcome, ${i?.name}`)
};

const de_dash_welcome = /** @type {(inputs: Dash_WelcomeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Willkommen, ${i?.name}`)
};

const fr_dash_welcome = /** @type {(inputs: Dash_WelcomeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Bienvenue, ${i?.name}`)
};

const es_dash_welcome = /** @type {(inputs: Dash_WelcomeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Hola, ${i?.name}`)
};

const pt_br2_dash_welcome = /** @type {(inputs: Dash_WelcomeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Bem-vindo(a), ${i?.name}`)
};

const ja_dash_welcome = /** @type {(inputs: Dash_WelcomeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ようこそ、${i?.name}さん`)
};

const ko_dash_welcome = /** @type {(inputs: Dash_WelcomeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}님, 환영합니다`)
};

/**
* | output |
* | --- |
* | "Welcome, {name}" |
*
* @param {Dash_WelcomeInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const dash_welcome = /** @type {((inputs: Dash_WelcomeInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_WelcomeInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_dash_welcome(inputs)
	if (locale === "fr") return fr_dash_welcome(inputs)
	if (locale === "es") return es_dash_welcome(inputs)
	if (locale === "pt-BR") return pt_br2_dash_welcome(inputs)
	if (locale === "ja") return ja_dash_welcome(inputs)
	if (locale === "ko") return ko_dash_welcome(inputs)
	return en_dash_welcome(inputs)
});