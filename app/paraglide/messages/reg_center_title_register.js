/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reg_Center_Title_RegisterInputs */

const en_reg_center_title_register = /** @type {(inputs: Reg_Center_Title_RegisterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Register LAN Center`)
};

const de_reg_center_title_register = /** @type {(inputs: Reg_Center_Title_RegisterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`LAN-Center eintragen`)
};

const fr_reg_center_title_register = /** @type {(inputs: Reg_Center_Title_RegisterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enregistrer un LAN center`)
};

const es_reg_center_title_register = /** @type {(inputs: Reg_Center_Title_RegisterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Registrar LAN center`)
};

const pt_br2_reg_center_title_register = /** @type {(inputs: Reg_Center_Title_RegisterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cadastrar LAN center`)
};

const ja_reg_center_title_register = /** @type {(inputs: Reg_Center_Title_RegisterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`LANセンターを登録`)
};

const ko_reg_center_title_register = /** @type {(inputs: Reg_Center_Title_RegisterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`LAN 센터 등록`)
};

/**
* | output |
* | --- |
* | "Register LAN Center" |
*
* @param {Reg_Center_Title_RegisterInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const reg_center_title_register = /** @type {((inputs?: Reg_Center_Title_RegisterInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reg_Center_Title_RegisterInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_reg_center_title_register(inputs)
	if (locale === "fr") return fr_reg_center_title_register(inputs)
	if (locale === "es") return es_reg_center_title_register(inputs)
	if (locale === "pt-BR") return pt_br2_reg_center_title_register(inputs)
	if (locale === "ja") return ja_reg_center_title_register(inputs)
	if (locale === "ko") return ko_reg_center_title_register(inputs)
	return en_reg_center_title_register(inputs)
});