/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Confirmed_Meta_TitleInputs */

const en_auth_confirmed_meta_title = /** @type {(inputs: Auth_Confirmed_Meta_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Email Confirmed`)
};

const de_auth_confirmed_meta_title = /** @type {(inputs: Auth_Confirmed_Meta_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`E-Mail bestätigt`)
};

const fr_auth_confirmed_meta_title = /** @type {(inputs: Auth_Confirmed_Meta_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`E-mail confirmé`)
};

const es_auth_confirmed_meta_title = /** @type {(inputs: Auth_Confirmed_Meta_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Correo confirmado`)
};

const pt_br2_auth_confirmed_meta_title = /** @type {(inputs: Auth_Confirmed_Meta_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`E-mail confirmado`)
};

const ja_auth_confirmed_meta_title = /** @type {(inputs: Auth_Confirmed_Meta_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`メールアドレス確認済み`)
};

const ko_auth_confirmed_meta_title = /** @type {(inputs: Auth_Confirmed_Meta_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`이메일 확인 완료`)
};

/**
* | output |
* | --- |
* | "Email Confirmed" |
*
* @param {Auth_Confirmed_Meta_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const auth_confirmed_meta_title = /** @type {((inputs?: Auth_Confirmed_Meta_TitleInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Confirmed_Meta_TitleInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_auth_confirmed_meta_title(inputs)
	if (locale === "fr") return fr_auth_confirmed_meta_title(inputs)
	if (locale === "es") return es_auth_confirmed_meta_title(inputs)
	if (locale === "pt-BR") return pt_br2_auth_confirmed_meta_title(inputs)
	if (locale === "ja") return ja_auth_confirmed_meta_title(inputs)
	if (locale === "ko") return ko_auth_confirmed_meta_title(inputs)
	return en_auth_confirmed_meta_title(inputs)
});