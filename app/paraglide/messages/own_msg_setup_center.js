/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Own_Msg_Setup_CenterInputs */

const en_own_msg_setup_center = /** @type {(inputs: Own_Msg_Setup_CenterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please fill in all required LAN Center information fields.`)
};

const de_own_msg_setup_center = /** @type {(inputs: Own_Msg_Setup_CenterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bitte fülle alle Pflichtfelder zum LAN-Center aus.`)
};

const fr_own_msg_setup_center = /** @type {(inputs: Own_Msg_Setup_CenterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Veuillez remplir tous les champs obligatoires sur le centre LAN.`)
};

const es_own_msg_setup_center = /** @type {(inputs: Own_Msg_Setup_CenterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Completa todos los campos obligatorios de información del centro LAN.`)
};

const pt_br2_own_msg_setup_center = /** @type {(inputs: Own_Msg_Setup_CenterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Preencha todos os campos obrigatórios de informações do centro LAN.`)
};

const ja_own_msg_setup_center = /** @type {(inputs: Own_Msg_Setup_CenterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`LANセンター情報の必須項目をすべて入力してください。`)
};

const ko_own_msg_setup_center = /** @type {(inputs: Own_Msg_Setup_CenterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`LAN 센터 정보의 필수 항목을 모두 입력하세요.`)
};

/**
* | output |
* | --- |
* | "Please fill in all required LAN Center information fields." |
*
* @param {Own_Msg_Setup_CenterInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const own_msg_setup_center = /** @type {((inputs?: Own_Msg_Setup_CenterInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Own_Msg_Setup_CenterInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_own_msg_setup_center(inputs)
	if (locale === "fr") return fr_own_msg_setup_center(inputs)
	if (locale === "es") return es_own_msg_setup_center(inputs)
	if (locale === "pt-BR") return pt_br2_own_msg_setup_center(inputs)
	if (locale === "ja") return ja_own_msg_setup_center(inputs)
	if (locale === "ko") return ko_own_msg_setup_center(inputs)
	return en_own_msg_setup_center(inputs)
});