/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ link: NonNullable<unknown> }} Landing_Reg_TypesInputs */

const en_landing_reg_types = /** @type {(inputs: Landing_Reg_TypesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Not sure which kind of venue you run? ${i?.link}.`)
};

const de_landing_reg_types = /** @type {(inputs: Landing_Reg_TypesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Nicht sicher, welche Art von Location Sie betreiben? ${i?.link}.`)
};

const fr_landing_reg_types = /** @type {(inputs: Landing_Reg_TypesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Vous ne savez pas quel type de lieu vous gérez ? ${i?.link}.`)
};

const es_landing_reg_types = /** @type {(inputs: Landing_Reg_TypesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`¿No sabes qué tipo de local tienes? ${i?.link}.`)
};

const pt_br2_landing_reg_types = /** @type {(inputs: Landing_Reg_TypesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Não sabe que tipo de espaço você tem? ${i?.link}.`)
};

const ja_landing_reg_types = /** @type {(inputs: Landing_Reg_TypesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`どの種類の施設か分からない場合は、${i?.link}。`)
};

const ko_landing_reg_types = /** @type {(inputs: Landing_Reg_TypesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`어떤 유형의 매장인지 잘 모르시겠나요? ${i?.link}.`)
};

/**
* | output |
* | --- |
* | "Not sure which kind of venue you run? {link}." |
*
* @param {Landing_Reg_TypesInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const landing_reg_types = /** @type {((inputs: Landing_Reg_TypesInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Landing_Reg_TypesInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_landing_reg_types(inputs)
	if (locale === "fr") return fr_landing_reg_types(inputs)
	if (locale === "es") return es_landing_reg_types(inputs)
	if (locale === "pt-BR") return pt_br2_landing_reg_types(inputs)
	if (locale === "ja") return ja_landing_reg_types(inputs)
	if (locale === "ko") return ko_landing_reg_types(inputs)
	return en_landing_reg_types(inputs)
});