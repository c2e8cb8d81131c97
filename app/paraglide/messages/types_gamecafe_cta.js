/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Types_Gamecafe_CtaInputs */

const en_types_gamecafe_cta = /** @type {(inputs: Types_Gamecafe_CtaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Get Your Café Started`)
};

const de_types_gamecafe_cta = /** @type {(inputs: Types_Gamecafe_CtaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Starten Sie mit Ihrem Café durch`)
};

const fr_types_gamecafe_cta = /** @type {(inputs: Types_Gamecafe_CtaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lancez votre café`)
};

const es_types_gamecafe_cta = /** @type {(inputs: Types_Gamecafe_CtaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pon en marcha tu local`)
};

const pt_br2_types_gamecafe_cta = /** @type {(inputs: Types_Gamecafe_CtaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Comece com o seu café`)
};

const ja_types_gamecafe_cta = /** @type {(inputs: Types_Gamecafe_CtaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`カフェを始めましょう`)
};

const ko_types_gamecafe_cta = /** @type {(inputs: Types_Gamecafe_CtaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`카페를 시작하세요`)
};

/**
* | output |
* | --- |
* | "Get Your Café Started" |
*
* @param {Types_Gamecafe_CtaInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const types_gamecafe_cta = /** @type {((inputs?: Types_Gamecafe_CtaInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Types_Gamecafe_CtaInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_types_gamecafe_cta(inputs)
	if (locale === "fr") return fr_types_gamecafe_cta(inputs)
	if (locale === "es") return es_types_gamecafe_cta(inputs)
	if (locale === "pt-BR") return pt_br2_types_gamecafe_cta(inputs)
	if (locale === "ja") return ja_types_gamecafe_cta(inputs)
	if (locale === "ko") return ko_types_gamecafe_cta(inputs)
	return en_types_gamecafe_cta(inputs)
});