/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Landing_Lead_Choose_TypeInputs */

const en_landing_lead_choose_type = /** @type {(inputs: Landing_Lead_Choose_TypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose your venue type`)
};

const de_landing_lead_choose_type = /** @type {(inputs: Landing_Lead_Choose_TypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wählen Sie die Art Ihrer Location`)
};

const fr_landing_lead_choose_type = /** @type {(inputs: Landing_Lead_Choose_TypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choisissez votre type de lieu`)
};

const es_landing_lead_choose_type = /** @type {(inputs: Landing_Lead_Choose_TypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elige el tipo de local`)
};

const pt_br2_landing_lead_choose_type = /** @type {(inputs: Landing_Lead_Choose_TypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Escolha o tipo de espaço`)
};

const ja_landing_lead_choose_type = /** @type {(inputs: Landing_Lead_Choose_TypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`施設の種類を選択`)
};

const ko_landing_lead_choose_type = /** @type {(inputs: Landing_Lead_Choose_TypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`매장 유형을 선택하세요`)
};

/**
* | output |
* | --- |
* | "Choose your venue type" |
*
* @param {Landing_Lead_Choose_TypeInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const landing_lead_choose_type = /** @type {((inputs?: Landing_Lead_Choose_TypeInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Landing_Lead_Choose_TypeInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_landing_lead_choose_type(inputs)
	if (locale === "fr") return fr_landing_lead_choose_type(inputs)
	if (locale === "es") return es_landing_lead_choose_type(inputs)
	if (locale === "pt-BR") return pt_br2_landing_lead_choose_type(inputs)
	if (locale === "ja") return ja_landing_lead_choose_type(inputs)
	if (locale === "ko") return ko_landing_lead_choose_type(inputs)
	return en_landing_lead_choose_type(inputs)
});