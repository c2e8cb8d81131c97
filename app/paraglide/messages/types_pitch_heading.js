/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Types_Pitch_HeadingInputs */

const en_types_pitch_heading = /** @type {(inputs: Types_Pitch_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`What Your Subscription Includes`)
};

const de_types_pitch_heading = /** @type {(inputs: Types_Pitch_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Das ist in Ihrem Abonnement enthalten`)
};

const fr_types_pitch_heading = /** @type {(inputs: Types_Pitch_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ce que comprend votre abonnement`)
};

const es_types_pitch_heading = /** @type {(inputs: Types_Pitch_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Qué incluye tu suscripción`)
};

const pt_br2_types_pitch_heading = /** @type {(inputs: Types_Pitch_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`O que sua assinatura inclui`)
};

const ja_types_pitch_heading = /** @type {(inputs: Types_Pitch_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`サブスクリプションに含まれるもの`)
};

const ko_types_pitch_heading = /** @type {(inputs: Types_Pitch_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`구독에 포함된 내용`)
};

/**
* | output |
* | --- |
* | "What Your Subscription Includes" |
*
* @param {Types_Pitch_HeadingInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const types_pitch_heading = /** @type {((inputs?: Types_Pitch_HeadingInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Types_Pitch_HeadingInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_types_pitch_heading(inputs)
	if (locale === "fr") return fr_types_pitch_heading(inputs)
	if (locale === "es") return es_types_pitch_heading(inputs)
	if (locale === "pt-BR") return pt_br2_types_pitch_heading(inputs)
	if (locale === "ja") return ja_types_pitch_heading(inputs)
	if (locale === "ko") return ko_types_pitch_heading(inputs)
	return en_types_pitch_heading(inputs)
});