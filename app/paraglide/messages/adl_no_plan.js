/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Adl_No_PlanInputs */

const en_adl_no_plan = /** @type {(inputs: Adl_No_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No plan`)
};

const de_adl_no_plan = /** @type {(inputs: Adl_No_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kein Tarif`)
};

const fr_adl_no_plan = /** @type {(inputs: Adl_No_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucune formule`)
};

const es_adl_no_plan = /** @type {(inputs: Adl_No_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sin plan`)
};

const pt_br2_adl_no_plan = /** @type {(inputs: Adl_No_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sem plano`)
};

const ja_adl_no_plan = /** @type {(inputs: Adl_No_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`プランなし`)
};

const ko_adl_no_plan = /** @type {(inputs: Adl_No_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`요금제 없음`)
};

/**
* | output |
* | --- |
* | "No plan" |
*
* @param {Adl_No_PlanInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const adl_no_plan = /** @type {((inputs?: Adl_No_PlanInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Adl_No_PlanInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_adl_no_plan(inputs)
	if (locale === "fr") return fr_adl_no_plan(inputs)
	if (locale === "es") return es_adl_no_plan(inputs)
	if (locale === "pt-BR") return pt_br2_adl_no_plan(inputs)
	if (locale === "ja") return ja_adl_no_plan(inputs)
	if (locale === "ko") return ko_adl_no_plan(inputs)
	return en_adl_no_plan(inputs)
});