/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reg_Taking_YouInputs */

const en_reg_taking_you = /** @type {(inputs: Reg_Taking_YouInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Taking you to your dashboard.`)
};

const de_reg_taking_you = /** @type {(inputs: Reg_Taking_YouInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wir bringen dich zu deinem Dashboard.`)
};

const fr_reg_taking_you = /** @type {(inputs: Reg_Taking_YouInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Redirection vers votre tableau de bord.`)
};

const es_reg_taking_you = /** @type {(inputs: Reg_Taking_YouInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Te llevamos a tu panel.`)
};

const pt_br2_reg_taking_you = /** @type {(inputs: Reg_Taking_YouInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Levando você ao seu painel.`)
};

const ja_reg_taking_you = /** @type {(inputs: Reg_Taking_YouInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ダッシュボードに移動します。`)
};

const ko_reg_taking_you = /** @type {(inputs: Reg_Taking_YouInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`대시보드로 이동합니다.`)
};

/**
* | output |
* | --- |
* | "Taking you to your dashboard." |
*
* @param {Reg_Taking_YouInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const reg_taking_you = /** @type {((inputs?: Reg_Taking_YouInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reg_Taking_YouInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_reg_taking_you(inputs)
	if (locale === "fr") return fr_reg_taking_you(inputs)
	if (locale === "es") return es_reg_taking_you(inputs)
	if (locale === "pt-BR") return pt_br2_reg_taking_you(inputs)
	if (locale === "ja") return ja_reg_taking_you(inputs)
	if (locale === "ko") return ko_reg_taking_you(inputs)
	return en_reg_taking_you(inputs)
});