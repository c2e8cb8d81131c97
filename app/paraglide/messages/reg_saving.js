/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reg_SavingInputs */

const en_reg_saving = /** @type {(inputs: Reg_SavingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Saving...`)
};

const de_reg_saving = /** @type {(inputs: Reg_SavingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wird gespeichert...`)
};

const fr_reg_saving = /** @type {(inputs: Reg_SavingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enregistrement...`)
};

const es_reg_saving = /** @type {(inputs: Reg_SavingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Guardando...`)
};

const pt_br2_reg_saving = /** @type {(inputs: Reg_SavingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Salvando...`)
};

const ja_reg_saving = /** @type {(inputs: Reg_SavingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`保存中...`)
};

const ko_reg_saving = /** @type {(inputs: Reg_SavingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`저장 중...`)
};

/**
* | output |
* | --- |
* | "Saving..." |
*
* @param {Reg_SavingInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const reg_saving = /** @type {((inputs?: Reg_SavingInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reg_SavingInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_reg_saving(inputs)
	if (locale === "fr") return fr_reg_saving(inputs)
	if (locale === "es") return es_reg_saving(inputs)
	if (locale === "pt-BR") return pt_br2_reg_saving(inputs)
	if (locale === "ja") return ja_reg_saving(inputs)
	if (locale === "ko") return ko_reg_saving(inputs)
	return en_reg_saving(inputs)
});