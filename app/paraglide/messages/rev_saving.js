/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rev_SavingInputs */

const en_rev_saving = /** @type {(inputs: Rev_SavingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Saving...`)
};

const de_rev_saving = /** @type {(inputs: Rev_SavingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wird gespeichert...`)
};

const fr_rev_saving = /** @type {(inputs: Rev_SavingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enregistrement...`)
};

const es_rev_saving = /** @type {(inputs: Rev_SavingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Guardando...`)
};

const pt_br2_rev_saving = /** @type {(inputs: Rev_SavingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Salvando...`)
};

const ja_rev_saving = /** @type {(inputs: Rev_SavingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`保存しています...`)
};

const ko_rev_saving = /** @type {(inputs: Rev_SavingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`저장 중...`)
};

/**
* | output |
* | --- |
* | "Saving..." |
*
* @param {Rev_SavingInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const rev_saving = /** @type {((inputs?: Rev_SavingInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rev_SavingInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_rev_saving(inputs)
	if (locale === "fr") return fr_rev_saving(inputs)
	if (locale === "es") return es_rev_saving(inputs)
	if (locale === "pt-BR") return pt_br2_rev_saving(inputs)
	if (locale === "ja") return ja_rev_saving(inputs)
	if (locale === "ko") return ko_rev_saving(inputs)
	return en_rev_saving(inputs)
});