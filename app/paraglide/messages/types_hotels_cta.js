/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Types_Hotels_CtaInputs */

const en_types_hotels_cta = /** @type {(inputs: Types_Hotels_CtaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add Gaming to Your Hotel`)
};

const de_types_hotels_cta = /** @type {(inputs: Types_Hotels_CtaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bringen Sie Gaming in Ihr Hotel`)
};

const fr_types_hotels_cta = /** @type {(inputs: Types_Hotels_CtaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ajoutez le jeu à votre hôtel`)
};

const es_types_hotels_cta = /** @type {(inputs: Types_Hotels_CtaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Añade gaming a tu hotel`)
};

const pt_br2_types_hotels_cta = /** @type {(inputs: Types_Hotels_CtaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Leve games para o seu hotel`)
};

const ja_types_hotels_cta = /** @type {(inputs: Types_Hotels_CtaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ホテルにゲームを`)
};

const ko_types_hotels_cta = /** @type {(inputs: Types_Hotels_CtaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`호텔에 게이밍을 더하세요`)
};

/**
* | output |
* | --- |
* | "Add Gaming to Your Hotel" |
*
* @param {Types_Hotels_CtaInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const types_hotels_cta = /** @type {((inputs?: Types_Hotels_CtaInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Types_Hotels_CtaInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_types_hotels_cta(inputs)
	if (locale === "fr") return fr_types_hotels_cta(inputs)
	if (locale === "es") return es_types_hotels_cta(inputs)
	if (locale === "pt-BR") return pt_br2_types_hotels_cta(inputs)
	if (locale === "ja") return ja_types_hotels_cta(inputs)
	if (locale === "ko") return ko_types_hotels_cta(inputs)
	return en_types_hotels_cta(inputs)
});