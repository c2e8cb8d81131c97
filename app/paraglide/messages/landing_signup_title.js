/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Landing_Signup_TitleInputs */

const en_landing_signup_title = /** @type {(inputs: Landing_Signup_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Join Our Network`)
};

const de_landing_signup_title = /** @type {(inputs: Landing_Signup_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Werden Sie Teil unseres Netzwerks`)
};

const fr_landing_signup_title = /** @type {(inputs: Landing_Signup_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rejoignez notre réseau`)
};

const es_landing_signup_title = /** @type {(inputs: Landing_Signup_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Únete a nuestra red`)
};

const pt_br2_landing_signup_title = /** @type {(inputs: Landing_Signup_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Junte-se à nossa rede`)
};

const ja_landing_signup_title = /** @type {(inputs: Landing_Signup_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ネットワークに参加`)
};

const ko_landing_signup_title = /** @type {(inputs: Landing_Signup_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`네트워크에 가입하세요`)
};

/**
* | output |
* | --- |
* | "Join Our Network" |
*
* @param {Landing_Signup_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const landing_signup_title = /** @type {((inputs?: Landing_Signup_TitleInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Landing_Signup_TitleInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_landing_signup_title(inputs)
	if (locale === "fr") return fr_landing_signup_title(inputs)
	if (locale === "es") return es_landing_signup_title(inputs)
	if (locale === "pt-BR") return pt_br2_landing_signup_title(inputs)
	if (locale === "ja") return ja_landing_signup_title(inputs)
	if (locale === "ko") return ko_landing_signup_title(inputs)
	return en_landing_signup_title(inputs)
});