/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reg_Msg_Address_RequiredInputs */

const en_reg_msg_address_required = /** @type {(inputs: Reg_Msg_Address_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Address is required`)
};

const de_reg_msg_address_required = /** @type {(inputs: Reg_Msg_Address_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Adresse ist erforderlich`)
};

const fr_reg_msg_address_required = /** @type {(inputs: Reg_Msg_Address_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`L'adresse est obligatoire`)
};

const es_reg_msg_address_required = /** @type {(inputs: Reg_Msg_Address_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La dirección es obligatoria`)
};

const pt_br2_reg_msg_address_required = /** @type {(inputs: Reg_Msg_Address_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`O endereço é obrigatório`)
};

const ja_reg_msg_address_required = /** @type {(inputs: Reg_Msg_Address_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`住所は必須です`)
};

const ko_reg_msg_address_required = /** @type {(inputs: Reg_Msg_Address_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`주소는 필수입니다`)
};

/**
* | output |
* | --- |
* | "Address is required" |
*
* @param {Reg_Msg_Address_RequiredInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const reg_msg_address_required = /** @type {((inputs?: Reg_Msg_Address_RequiredInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reg_Msg_Address_RequiredInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_reg_msg_address_required(inputs)
	if (locale === "fr") return fr_reg_msg_address_required(inputs)
	if (locale === "es") return es_reg_msg_address_required(inputs)
	if (locale === "pt-BR") return pt_br2_reg_msg_address_required(inputs)
	if (locale === "ja") return ja_reg_msg_address_required(inputs)
	if (locale === "ko") return ko_reg_msg_address_required(inputs)
	return en_reg_msg_address_required(inputs)
});