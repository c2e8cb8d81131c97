/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Arv_Err_ChooseInputs */

const en_arv_err_choose = /** @type {(inputs: Arv_Err_ChooseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose Publish, Hide or Restore.`)
};

const de_arv_err_choose = /** @type {(inputs: Arv_Err_ChooseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wähle Veröffentlichen, Ausblenden oder Wiederherstellen.`)
};

const fr_arv_err_choose = /** @type {(inputs: Arv_Err_ChooseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choisissez Publier, Masquer ou Rétablir.`)
};

const es_arv_err_choose = /** @type {(inputs: Arv_Err_ChooseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elige Publicar, Ocultar o Restaurar.`)
};

const pt_br2_arv_err_choose = /** @type {(inputs: Arv_Err_ChooseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Escolha Publicar, Ocultar ou Restaurar.`)
};

const ja_arv_err_choose = /** @type {(inputs: Arv_Err_ChooseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`「公開する」「非表示にする」「復元する」のいずれかを選んでください。`)
};

const ko_arv_err_choose = /** @type {(inputs: Arv_Err_ChooseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`게시, 숨기기 또는 복원 중 하나를 선택하세요.`)
};

/**
* | output |
* | --- |
* | "Choose Publish, Hide or Restore." |
*
* @param {Arv_Err_ChooseInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const arv_err_choose = /** @type {((inputs?: Arv_Err_ChooseInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Arv_Err_ChooseInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_arv_err_choose(inputs)
	if (locale === "fr") return fr_arv_err_choose(inputs)
	if (locale === "es") return es_arv_err_choose(inputs)
	if (locale === "pt-BR") return pt_br2_arv_err_choose(inputs)
	if (locale === "ja") return ja_arv_err_choose(inputs)
	if (locale === "ko") return ko_arv_err_choose(inputs)
	return en_arv_err_choose(inputs)
});