/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Signup_RunInputs */

const en_auth_signup_run = /** @type {(inputs: Auth_Signup_RunInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`I run a venue or event`)
};

const de_auth_signup_run = /** @type {(inputs: Auth_Signup_RunInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ich betreibe ein Venue oder Event`)
};

const fr_auth_signup_run = /** @type {(inputs: Auth_Signup_RunInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Je gère un lieu ou un événement`)
};

const es_auth_signup_run = /** @type {(inputs: Auth_Signup_RunInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gestiono un local o un evento`)
};

const pt_br2_auth_signup_run = /** @type {(inputs: Auth_Signup_RunInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Eu administro um espaço ou evento`)
};

const ja_auth_signup_run = /** @type {(inputs: Auth_Signup_RunInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`会場やイベントを運営する`)
};

const ko_auth_signup_run = /** @type {(inputs: Auth_Signup_RunInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`장소나 이벤트를 운영해요`)
};

/**
* | output |
* | --- |
* | "I run a venue or event" |
*
* @param {Auth_Signup_RunInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const auth_signup_run = /** @type {((inputs?: Auth_Signup_RunInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Signup_RunInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_auth_signup_run(inputs)
	if (locale === "fr") return fr_auth_signup_run(inputs)
	if (locale === "es") return es_auth_signup_run(inputs)
	if (locale === "pt-BR") return pt_br2_auth_signup_run(inputs)
	if (locale === "ja") return ja_auth_signup_run(inputs)
	if (locale === "ko") return ko_auth_signup_run(inputs)
	return en_auth_signup_run(inputs)
});