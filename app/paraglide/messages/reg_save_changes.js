/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reg_Save_ChangesInputs */

const en_reg_save_changes = /** @type {(inputs: Reg_Save_ChangesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Save Changes`)
};

const de_reg_save_changes = /** @type {(inputs: Reg_Save_ChangesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Änderungen speichern`)
};

const fr_reg_save_changes = /** @type {(inputs: Reg_Save_ChangesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enregistrer les modifications`)
};

const es_reg_save_changes = /** @type {(inputs: Reg_Save_ChangesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Guardar cambios`)
};

const pt_br2_reg_save_changes = /** @type {(inputs: Reg_Save_ChangesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Salvar alterações`)
};

const ja_reg_save_changes = /** @type {(inputs: Reg_Save_ChangesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`変更を保存`)
};

const ko_reg_save_changes = /** @type {(inputs: Reg_Save_ChangesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`변경 사항 저장`)
};

/**
* | output |
* | --- |
* | "Save Changes" |
*
* @param {Reg_Save_ChangesInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const reg_save_changes = /** @type {((inputs?: Reg_Save_ChangesInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reg_Save_ChangesInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_reg_save_changes(inputs)
	if (locale === "fr") return fr_reg_save_changes(inputs)
	if (locale === "es") return es_reg_save_changes(inputs)
	if (locale === "pt-BR") return pt_br2_reg_save_changes(inputs)
	if (locale === "ja") return ja_reg_save_changes(inputs)
	if (locale === "ko") return ko_reg_save_changes(inputs)
	return en_reg_save_changes(inputs)
});