/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rev_SaveInputs */

const en_rev_save = /** @type {(inputs: Rev_SaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Save changes`)
};

const de_rev_save = /** @type {(inputs: Rev_SaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Änderungen speichern`)
};

const fr_rev_save = /** @type {(inputs: Rev_SaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enregistrer les modifications`)
};

const es_rev_save = /** @type {(inputs: Rev_SaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Guardar cambios`)
};

const pt_br2_rev_save = /** @type {(inputs: Rev_SaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Salvar alterações`)
};

const ja_rev_save = /** @type {(inputs: Rev_SaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`変更を保存`)
};

const ko_rev_save = /** @type {(inputs: Rev_SaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`변경 사항 저장`)
};

/**
* | output |
* | --- |
* | "Save changes" |
*
* @param {Rev_SaveInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const rev_save = /** @type {((inputs?: Rev_SaveInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rev_SaveInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_rev_save(inputs)
	if (locale === "fr") return fr_rev_save(inputs)
	if (locale === "es") return es_rev_save(inputs)
	if (locale === "pt-BR") return pt_br2_rev_save(inputs)
	if (locale === "ja") return ja_rev_save(inputs)
	if (locale === "ko") return ko_rev_save(inputs)
	return en_rev_save(inputs)
});