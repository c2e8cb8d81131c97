/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Back_HomeInputs */

const en_auth_back_home = /** @type {(inputs: Auth_Back_HomeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Back to Home`)
};

const de_auth_back_home = /** @type {(inputs: Auth_Back_HomeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zur Startseite`)
};

const fr_auth_back_home = /** @type {(inputs: Auth_Back_HomeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Retour à l'accueil`)
};

const es_auth_back_home = /** @type {(inputs: Auth_Back_HomeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Volver al inicio`)
};

const pt_br2_auth_back_home = /** @type {(inputs: Auth_Back_HomeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Voltar ao início`)
};

const ja_auth_back_home = /** @type {(inputs: Auth_Back_HomeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ホームに戻る`)
};

const ko_auth_back_home = /** @type {(inputs: Auth_Back_HomeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`홈으로 돌아가기`)
};

/**
* | output |
* | --- |
* | "Back to Home" |
*
* @param {Auth_Back_HomeInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const auth_back_home = /** @type {((inputs?: Auth_Back_HomeInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Back_HomeInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_auth_back_home(inputs)
	if (locale === "fr") return fr_auth_back_home(inputs)
	if (locale === "es") return es_auth_back_home(inputs)
	if (locale === "pt-BR") return pt_br2_auth_back_home(inputs)
	if (locale === "ja") return ja_auth_back_home(inputs)
	if (locale === "ko") return ko_auth_back_home(inputs)
	return en_auth_back_home(inputs)
});