/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Landing_Reg_Center_TitleInputs */

const en_landing_reg_center_title = /** @type {(inputs: Landing_Reg_Center_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Register LAN Center`)
};

const de_landing_reg_center_title = /** @type {(inputs: Landing_Reg_Center_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`LAN-Center registrieren`)
};

const fr_landing_reg_center_title = /** @type {(inputs: Landing_Reg_Center_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inscrire un centre LAN`)
};

const es_landing_reg_center_title = /** @type {(inputs: Landing_Reg_Center_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Registrar centro LAN`)
};

const pt_br2_landing_reg_center_title = /** @type {(inputs: Landing_Reg_Center_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cadastrar centro LAN`)
};

const ja_landing_reg_center_title = /** @type {(inputs: Landing_Reg_Center_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`LANセンターを登録`)
};

const ko_landing_reg_center_title = /** @type {(inputs: Landing_Reg_Center_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`LAN 센터 등록`)
};

/**
* | output |
* | --- |
* | "Register LAN Center" |
*
* @param {Landing_Reg_Center_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const landing_reg_center_title = /** @type {((inputs?: Landing_Reg_Center_TitleInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Landing_Reg_Center_TitleInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_landing_reg_center_title(inputs)
	if (locale === "fr") return fr_landing_reg_center_title(inputs)
	if (locale === "es") return es_landing_reg_center_title(inputs)
	if (locale === "pt-BR") return pt_br2_landing_reg_center_title(inputs)
	if (locale === "ja") return ja_landing_reg_center_title(inputs)
	if (locale === "ko") return ko_landing_reg_center_title(inputs)
	return en_landing_reg_center_title(inputs)
});