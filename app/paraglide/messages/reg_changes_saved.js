/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reg_Changes_SavedInputs */

const en_reg_changes_saved = /** @type {(inputs: Reg_Changes_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Changes Saved!`)
};

const de_reg_changes_saved = /** @type {(inputs: Reg_Changes_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Änderungen gespeichert!`)
};

const fr_reg_changes_saved = /** @type {(inputs: Reg_Changes_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Modifications enregistrées !`)
};

const es_reg_changes_saved = /** @type {(inputs: Reg_Changes_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¡Cambios guardados!`)
};

const pt_br2_reg_changes_saved = /** @type {(inputs: Reg_Changes_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Alterações salvas!`)
};

const ja_reg_changes_saved = /** @type {(inputs: Reg_Changes_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`変更を保存しました！`)
};

const ko_reg_changes_saved = /** @type {(inputs: Reg_Changes_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`변경 사항이 저장되었습니다!`)
};

/**
* | output |
* | --- |
* | "Changes Saved!" |
*
* @param {Reg_Changes_SavedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const reg_changes_saved = /** @type {((inputs?: Reg_Changes_SavedInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reg_Changes_SavedInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_reg_changes_saved(inputs)
	if (locale === "fr") return fr_reg_changes_saved(inputs)
	if (locale === "es") return es_reg_changes_saved(inputs)
	if (locale === "pt-BR") return pt_br2_reg_changes_saved(inputs)
	if (locale === "ja") return ja_reg_changes_saved(inputs)
	if (locale === "ko") return ko_reg_changes_saved(inputs)
	return en_reg_changes_saved(inputs)
});