/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Landing_Reg_HeadingInputs */

const en_landing_reg_heading = /** @type {(inputs: Landing_Reg_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`What would you like to register?`)
};

const de_landing_reg_heading = /** @type {(inputs: Landing_Reg_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Was möchten Sie registrieren?`)
};

const fr_landing_reg_heading = /** @type {(inputs: Landing_Reg_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Que souhaitez-vous inscrire ?`)
};

const es_landing_reg_heading = /** @type {(inputs: Landing_Reg_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¿Qué quieres registrar?`)
};

const pt_br2_landing_reg_heading = /** @type {(inputs: Landing_Reg_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`O que você quer cadastrar?`)
};

const ja_landing_reg_heading = /** @type {(inputs: Landing_Reg_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`何を登録しますか？`)
};

const ko_landing_reg_heading = /** @type {(inputs: Landing_Reg_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`무엇을 등록하시겠어요?`)
};

/**
* | output |
* | --- |
* | "What would you like to register?" |
*
* @param {Landing_Reg_HeadingInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const landing_reg_heading = /** @type {((inputs?: Landing_Reg_HeadingInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Landing_Reg_HeadingInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_landing_reg_heading(inputs)
	if (locale === "fr") return fr_landing_reg_heading(inputs)
	if (locale === "es") return es_landing_reg_heading(inputs)
	if (locale === "pt-BR") return pt_br2_landing_reg_heading(inputs)
	if (locale === "ja") return ja_landing_reg_heading(inputs)
	if (locale === "ko") return ko_landing_reg_heading(inputs)
	return en_landing_reg_heading(inputs)
});