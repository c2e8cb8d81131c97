/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Reset_Code_Meta_DescriptionInputs */

const en_auth_reset_code_meta_description = /** @type {(inputs: Auth_Reset_Code_Meta_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter the 6-digit code we e-mailed you to set a new LAN Center Network password.`)
};

const de_auth_reset_code_meta_description = /** @type {(inputs: Auth_Reset_Code_Meta_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gib den 6-stelligen Code aus unserer E-Mail ein, um ein neues Passwort für LAN Center Network festzulegen.`)
};

const fr_auth_reset_code_meta_description = /** @type {(inputs: Auth_Reset_Code_Meta_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Saisissez le code à 6 chiffres reçu par e-mail pour définir un nouveau mot de passe LAN Center Network.`)
};

const es_auth_reset_code_meta_description = /** @type {(inputs: Auth_Reset_Code_Meta_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Introduce el código de 6 dígitos que te enviamos por correo para crear una nueva contraseña de LAN Center Network.`)
};

const pt_br2_auth_reset_code_meta_description = /** @type {(inputs: Auth_Reset_Code_Meta_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Digite o código de 6 dígitos que enviamos por e-mail para criar uma nova senha do LAN Center Network.`)
};

const ja_auth_reset_code_meta_description = /** @type {(inputs: Auth_Reset_Code_Meta_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`メールでお送りした6桁のコードを入力して、LAN Center Network の新しいパスワードを設定してください。`)
};

const ko_auth_reset_code_meta_description = /** @type {(inputs: Auth_Reset_Code_Meta_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`이메일로 보낸 6자리 코드를 입력하여 LAN Center Network 새 비밀번호를 설정하세요.`)
};

/**
* | output |
* | --- |
* | "Enter the 6-digit code we e-mailed you to set a new LAN Center Network password." |
*
* @param {Auth_Reset_Code_Meta_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const auth_reset_code_meta_description = /** @type {((inputs?: Auth_Reset_Code_Meta_DescriptionInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Reset_Code_Meta_DescriptionInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_auth_reset_code_meta_description(inputs)
	if (locale === "fr") return fr_auth_reset_code_meta_description(inputs)
	if (locale === "es") return es_auth_reset_code_meta_description(inputs)
	if (locale === "pt-BR") return pt_br2_auth_reset_code_meta_description(inputs)
	if (locale === "ja") return ja_auth_reset_code_meta_description(inputs)
	if (locale === "ko") return ko_auth_reset_code_meta_description(inputs)
	return en_auth_reset_code_meta_description(inputs)
});