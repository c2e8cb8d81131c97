/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reg_Msg_Description_RequiredInputs */

const en_reg_msg_description_required = /** @type {(inputs: Reg_Msg_Description_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Description is required`)
};

const de_reg_msg_description_required = /** @type {(inputs: Reg_Msg_Description_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Beschreibung ist erforderlich`)
};

const fr_reg_msg_description_required = /** @type {(inputs: Reg_Msg_Description_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La description est obligatoire`)
};

const es_reg_msg_description_required = /** @type {(inputs: Reg_Msg_Description_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La descripción es obligatoria`)
};

const pt_br2_reg_msg_description_required = /** @type {(inputs: Reg_Msg_Description_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A descrição é obrigatória`)
};

const ja_reg_msg_description_required = /** @type {(inputs: Reg_Msg_Description_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`説明は必須です`)
};

const ko_reg_msg_description_required = /** @type {(inputs: Reg_Msg_Description_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`설명은 필수입니다`)
};

/**
* | output |
* | --- |
* | "Description is required" |
*
* @param {Reg_Msg_Description_RequiredInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const reg_msg_description_required = /** @type {((inputs?: Reg_Msg_Description_RequiredInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reg_Msg_Description_RequiredInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_reg_msg_description_required(inputs)
	if (locale === "fr") return fr_reg_msg_description_required(inputs)
	if (locale === "es") return es_reg_msg_description_required(inputs)
	if (locale === "pt-BR") return pt_br2_reg_msg_description_required(inputs)
	if (locale === "ja") return ja_reg_msg_description_required(inputs)
	if (locale === "ko") return ko_reg_msg_description_required(inputs)
	return en_reg_msg_description_required(inputs)
});