/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ label: NonNullable<unknown> }} Reg_Msg_Coord_RequiredInputs */

const en_reg_msg_coord_required = /** @type {(inputs: Reg_Msg_Coord_RequiredInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.label} is required`)
};

const de_reg_msg_coord_required = /** @type {(inputs: Reg_Msg_Coord_RequiredInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.label} ist erforderlich`)
};

const fr_reg_msg_coord_required = /** @type {(inputs: Reg_Msg_Coord_RequiredInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.label} : champ obligatoire`)
};

const es_reg_msg_coord_required = /** @type {(inputs: Reg_Msg_Coord_RequiredInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.label}: campo obligatorio`)
};

const pt_br2_reg_msg_coord_required = /** @type {(inputs: Reg_Msg_Coord_RequiredInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.label}: campo obrigatório`)
};

const ja_reg_msg_coord_required = /** @type {(inputs: Reg_Msg_Coord_RequiredInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.label}は必須です`)
};

const ko_reg_msg_coord_required = /** @type {(inputs: Reg_Msg_Coord_RequiredInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.label}은(는) 필수입니다`)
};

/**
* | output |
* | --- |
* | "{label} is required" |
*
* @param {Reg_Msg_Coord_RequiredInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const reg_msg_coord_required = /** @type {((inputs: Reg_Msg_Coord_RequiredInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reg_Msg_Coord_RequiredInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_reg_msg_coord_required(inputs)
	if (locale === "fr") return fr_reg_msg_coord_required(inputs)
	if (locale === "es") return es_reg_msg_coord_required(inputs)
	if (locale === "pt-BR") return pt_br2_reg_msg_coord_required(inputs)
	if (locale === "ja") return ja_reg_msg_coord_required(inputs)
	if (locale === "ko") return ko_reg_msg_coord_required(inputs)
	return en_reg_msg_coord_required(inputs)
});