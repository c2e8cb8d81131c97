/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Types_Gamearenas_CtaInputs */

const en_types_gamearenas_cta = /** @type {(inputs: Types_Gamearenas_CtaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ready to Level Up Your Arena?`)
};

const de_types_gamearenas_cta = /** @type {(inputs: Types_Gamearenas_CtaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bereit, Ihre Arena aufs nächste Level zu bringen?`)
};

const fr_types_gamearenas_cta = /** @type {(inputs: Types_Gamearenas_CtaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Prêt à faire passer votre arène au niveau supérieur ?`)
};

const es_types_gamearenas_cta = /** @type {(inputs: Types_Gamearenas_CtaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¿Listo para subir de nivel tu arena?`)
};

const pt_br2_types_gamearenas_cta = /** @type {(inputs: Types_Gamearenas_CtaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pronto para levar sua arena ao próximo nível?`)
};

const ja_types_gamearenas_cta = /** @type {(inputs: Types_Gamearenas_CtaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`アリーナをレベルアップしませんか？`)
};

const ko_types_gamearenas_cta = /** @type {(inputs: Types_Gamearenas_CtaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`아레나를 레벨업할 준비가 되셨나요?`)
};

/**
* | output |
* | --- |
* | "Ready to Level Up Your Arena?" |
*
* @param {Types_Gamearenas_CtaInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const types_gamearenas_cta = /** @type {((inputs?: Types_Gamearenas_CtaInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Types_Gamearenas_CtaInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_types_gamearenas_cta(inputs)
	if (locale === "fr") return fr_types_gamearenas_cta(inputs)
	if (locale === "es") return es_types_gamearenas_cta(inputs)
	if (locale === "pt-BR") return pt_br2_types_gamearenas_cta(inputs)
	if (locale === "ja") return ja_types_gamearenas_cta(inputs)
	if (locale === "ko") return ko_types_gamearenas_cta(inputs)
	return en_types_gamearenas_cta(inputs)
});