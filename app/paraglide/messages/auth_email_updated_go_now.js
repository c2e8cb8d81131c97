/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Email_Updated_Go_NowInputs */

const en_auth_email_updated_go_now = /** @type {(inputs: Auth_Email_Updated_Go_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Go now`)
};

const de_auth_email_updated_go_now = /** @type {(inputs: Auth_Email_Updated_Go_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jetzt weiter`)
};

const fr_auth_email_updated_go_now = /** @type {(inputs: Auth_Email_Updated_Go_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Y aller maintenant`)
};

const es_auth_email_updated_go_now = /** @type {(inputs: Auth_Email_Updated_Go_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ir ahora`)
};

const pt_br2_auth_email_updated_go_now = /** @type {(inputs: Auth_Email_Updated_Go_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ir agora`)
};

const ja_auth_email_updated_go_now = /** @type {(inputs: Auth_Email_Updated_Go_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`今すぐ移動`)
};

const ko_auth_email_updated_go_now = /** @type {(inputs: Auth_Email_Updated_Go_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`지금 이동`)
};

/**
* | output |
* | --- |
* | "Go now" |
*
* @param {Auth_Email_Updated_Go_NowInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const auth_email_updated_go_now = /** @type {((inputs?: Auth_Email_Updated_Go_NowInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Email_Updated_Go_NowInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_auth_email_updated_go_now(inputs)
	if (locale === "fr") return fr_auth_email_updated_go_now(inputs)
	if (locale === "es") return es_auth_email_updated_go_now(inputs)
	if (locale === "pt-BR") return pt_br2_auth_email_updated_go_now(inputs)
	if (locale === "ja") return ja_auth_email_updated_go_now(inputs)
	if (locale === "ko") return ko_auth_email_updated_go_now(inputs)
	return en_auth_email_updated_go_now(inputs)
});