/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Newpw_Meta_TitleInputs */

const en_auth_newpw_meta_title = /** @type {(inputs: Auth_Newpw_Meta_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose a New Password`)
};

const de_auth_newpw_meta_title = /** @type {(inputs: Auth_Newpw_Meta_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Neues Passwort wählen`)
};

const fr_auth_newpw_meta_title = /** @type {(inputs: Auth_Newpw_Meta_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choisissez un nouveau mot de passe`)
};

const es_auth_newpw_meta_title = /** @type {(inputs: Auth_Newpw_Meta_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elige una contraseña nueva`)
};

const pt_br2_auth_newpw_meta_title = /** @type {(inputs: Auth_Newpw_Meta_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Escolha uma nova senha`)
};

const ja_auth_newpw_meta_title = /** @type {(inputs: Auth_Newpw_Meta_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`新しいパスワードの設定`)
};

const ko_auth_newpw_meta_title = /** @type {(inputs: Auth_Newpw_Meta_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`새 비밀번호 설정`)
};

/**
* | output |
* | --- |
* | "Choose a New Password" |
*
* @param {Auth_Newpw_Meta_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const auth_newpw_meta_title = /** @type {((inputs?: Auth_Newpw_Meta_TitleInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Newpw_Meta_TitleInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_auth_newpw_meta_title(inputs)
	if (locale === "fr") return fr_auth_newpw_meta_title(inputs)
	if (locale === "es") return es_auth_newpw_meta_title(inputs)
	if (locale === "pt-BR") return pt_br2_auth_newpw_meta_title(inputs)
	if (locale === "ja") return ja_auth_newpw_meta_title(inputs)
	if (locale === "ko") return ko_auth_newpw_meta_title(inputs)
	return en_auth_newpw_meta_title(inputs)
});