/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Signup_Use_LegendInputs */

const en_auth_signup_use_legend = /** @type {(inputs: Auth_Signup_Use_LegendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`How will you use LAN Center Network?`)
};

const de_auth_signup_use_legend = /** @type {(inputs: Auth_Signup_Use_LegendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wie möchtest du LAN Center Network nutzen?`)
};

const fr_auth_signup_use_legend = /** @type {(inputs: Auth_Signup_Use_LegendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Comment allez-vous utiliser LAN Center Network ?`)
};

const es_auth_signup_use_legend = /** @type {(inputs: Auth_Signup_Use_LegendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¿Cómo vas a usar LAN Center Network?`)
};

const pt_br2_auth_signup_use_legend = /** @type {(inputs: Auth_Signup_Use_LegendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Como você vai usar o LAN Center Network?`)
};

const ja_auth_signup_use_legend = /** @type {(inputs: Auth_Signup_Use_LegendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`LAN Center Network をどのように使いますか？`)
};

const ko_auth_signup_use_legend = /** @type {(inputs: Auth_Signup_Use_LegendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`LAN Center Network를 어떻게 사용하실 건가요?`)
};

/**
* | output |
* | --- |
* | "How will you use LAN Center Network?" |
*
* @param {Auth_Signup_Use_LegendInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const auth_signup_use_legend = /** @type {((inputs?: Auth_Signup_Use_LegendInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Signup_Use_LegendInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_auth_signup_use_legend(inputs)
	if (locale === "fr") return fr_auth_signup_use_legend(inputs)
	if (locale === "es") return es_auth_signup_use_legend(inputs)
	if (locale === "pt-BR") return pt_br2_auth_signup_use_legend(inputs)
	if (locale === "ja") return ja_auth_signup_use_legend(inputs)
	if (locale === "ko") return ko_auth_signup_use_legend(inputs)
	return en_auth_signup_use_legend(inputs)
});