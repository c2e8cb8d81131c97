/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Newpw_SubtitleInputs */

const en_auth_newpw_subtitle = /** @type {(inputs: Auth_Newpw_SubtitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Use at least 6 characters.`)
};

const de_auth_newpw_subtitle = /** @type {(inputs: Auth_Newpw_SubtitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verwende mindestens 6 Zeichen.`)
};

const fr_auth_newpw_subtitle = /** @type {(inputs: Auth_Newpw_SubtitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Utilisez au moins 6 caractères.`)
};

const es_auth_newpw_subtitle = /** @type {(inputs: Auth_Newpw_SubtitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Usa al menos 6 caracteres.`)
};

const pt_br2_auth_newpw_subtitle = /** @type {(inputs: Auth_Newpw_SubtitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Use pelo menos 6 caracteres.`)
};

const ja_auth_newpw_subtitle = /** @type {(inputs: Auth_Newpw_SubtitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`6文字以上で入力してください。`)
};

const ko_auth_newpw_subtitle = /** @type {(inputs: Auth_Newpw_SubtitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`6자 이상 입력하세요.`)
};

/**
* | output |
* | --- |
* | "Use at least 6 characters." |
*
* @param {Auth_Newpw_SubtitleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const auth_newpw_subtitle = /** @type {((inputs?: Auth_Newpw_SubtitleInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Newpw_SubtitleInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_auth_newpw_subtitle(inputs)
	if (locale === "fr") return fr_auth_newpw_subtitle(inputs)
	if (locale === "es") return es_auth_newpw_subtitle(inputs)
	if (locale === "pt-BR") return pt_br2_auth_newpw_subtitle(inputs)
	if (locale === "ja") return ja_auth_newpw_subtitle(inputs)
	if (locale === "ko") return ko_auth_newpw_subtitle(inputs)
	return en_auth_newpw_subtitle(inputs)
});