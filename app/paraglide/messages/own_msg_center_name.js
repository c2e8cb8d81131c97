/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Own_Msg_Center_NameInputs */

const en_own_msg_center_name = /** @type {(inputs: Own_Msg_Center_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please enter your LAN center name`)
};

const de_own_msg_center_name = /** @type {(inputs: Own_Msg_Center_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bitte gib den Namen deines LAN-Centers ein`)
};

const fr_own_msg_center_name = /** @type {(inputs: Own_Msg_Center_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Veuillez saisir le nom de votre centre LAN`)
};

const es_own_msg_center_name = /** @type {(inputs: Own_Msg_Center_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Introduce el nombre de tu centro LAN`)
};

const pt_br2_own_msg_center_name = /** @type {(inputs: Own_Msg_Center_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Informe o nome do seu centro LAN`)
};

const ja_own_msg_center_name = /** @type {(inputs: Own_Msg_Center_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`LANセンター名を入力してください`)
};

const ko_own_msg_center_name = /** @type {(inputs: Own_Msg_Center_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`LAN 센터 이름을 입력하세요`)
};

/**
* | output |
* | --- |
* | "Please enter your LAN center name" |
*
* @param {Own_Msg_Center_NameInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const own_msg_center_name = /** @type {((inputs?: Own_Msg_Center_NameInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Own_Msg_Center_NameInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_own_msg_center_name(inputs)
	if (locale === "fr") return fr_own_msg_center_name(inputs)
	if (locale === "es") return es_own_msg_center_name(inputs)
	if (locale === "pt-BR") return pt_br2_own_msg_center_name(inputs)
	if (locale === "ja") return ja_own_msg_center_name(inputs)
	if (locale === "ko") return ko_own_msg_center_name(inputs)
	return en_own_msg_center_name(inputs)
});