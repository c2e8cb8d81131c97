/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Types_Lanparties_CtaInputs */

const en_types_lanparties_cta = /** @type {(inputs: Types_Lanparties_CtaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Planning Your Next LAN Party?`)
};

const de_types_lanparties_cta = /** @type {(inputs: Types_Lanparties_CtaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Planen Sie Ihre nächste LAN-Party?`)
};

const fr_types_lanparties_cta = /** @type {(inputs: Types_Lanparties_CtaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vous préparez votre prochaine LAN party ?`)
};

const es_types_lanparties_cta = /** @type {(inputs: Types_Lanparties_CtaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¿Planeando tu próxima LAN party?`)
};

const pt_br2_types_lanparties_cta = /** @type {(inputs: Types_Lanparties_CtaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Planejando sua próxima LAN party?`)
};

const ja_types_lanparties_cta = /** @type {(inputs: Types_Lanparties_CtaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`次のLANパーティーを計画中ですか？`)
};

const ko_types_lanparties_cta = /** @type {(inputs: Types_Lanparties_CtaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`다음 LAN 파티를 계획 중이신가요?`)
};

/**
* | output |
* | --- |
* | "Planning Your Next LAN Party?" |
*
* @param {Types_Lanparties_CtaInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const types_lanparties_cta = /** @type {((inputs?: Types_Lanparties_CtaInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Types_Lanparties_CtaInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_types_lanparties_cta(inputs)
	if (locale === "fr") return fr_types_lanparties_cta(inputs)
	if (locale === "es") return es_types_lanparties_cta(inputs)
	if (locale === "pt-BR") return pt_br2_types_lanparties_cta(inputs)
	if (locale === "ja") return ja_types_lanparties_cta(inputs)
	if (locale === "ko") return ko_types_lanparties_cta(inputs)
	return en_types_lanparties_cta(inputs)
});