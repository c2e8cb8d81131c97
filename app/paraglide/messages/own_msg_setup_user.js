/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Own_Msg_Setup_UserInputs */

const en_own_msg_setup_user = /** @type {(inputs: Own_Msg_Setup_UserInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please fill in all required user information fields.`)
};

const de_own_msg_setup_user = /** @type {(inputs: Own_Msg_Setup_UserInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bitte fülle alle Pflichtfelder zu deiner Person aus.`)
};

const fr_own_msg_setup_user = /** @type {(inputs: Own_Msg_Setup_UserInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Veuillez remplir tous les champs obligatoires sur l'utilisateur.`)
};

const es_own_msg_setup_user = /** @type {(inputs: Own_Msg_Setup_UserInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Completa todos los campos obligatorios de información del usuario.`)
};

const pt_br2_own_msg_setup_user = /** @type {(inputs: Own_Msg_Setup_UserInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Preencha todos os campos obrigatórios de informações do usuário.`)
};

const ja_own_msg_setup_user = /** @type {(inputs: Own_Msg_Setup_UserInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ユーザー情報の必須項目をすべて入力してください。`)
};

const ko_own_msg_setup_user = /** @type {(inputs: Own_Msg_Setup_UserInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`사용자 정보의 필수 항목을 모두 입력하세요.`)
};

/**
* | output |
* | --- |
* | "Please fill in all required user information fields." |
*
* @param {Own_Msg_Setup_UserInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const own_msg_setup_user = /** @type {((inputs?: Own_Msg_Setup_UserInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Own_Msg_Setup_UserInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_own_msg_setup_user(inputs)
	if (locale === "fr") return fr_own_msg_setup_user(inputs)
	if (locale === "es") return es_own_msg_setup_user(inputs)
	if (locale === "pt-BR") return pt_br2_own_msg_setup_user(inputs)
	if (locale === "ja") return ja_own_msg_setup_user(inputs)
	if (locale === "ko") return ko_own_msg_setup_user(inputs)
	return en_own_msg_setup_user(inputs)
});