/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Adl_Ans_ChooseInputs */

const en_adl_ans_choose = /** @type {(inputs: Adl_Ans_ChooseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose grant or revoke.`)
};

const de_adl_ans_choose = /** @type {(inputs: Adl_Ans_ChooseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wählen Sie Gewähren oder Entziehen.`)
};

const fr_adl_ans_choose = /** @type {(inputs: Adl_Ans_ChooseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choisissez d’offrir ou de retirer.`)
};

const es_adl_ans_choose = /** @type {(inputs: Adl_Ans_ChooseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elija conceder o retirar.`)
};

const pt_br2_adl_ans_choose = /** @type {(inputs: Adl_Ans_ChooseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Escolha conceder ou revogar.`)
};

const ja_adl_ans_choose = /** @type {(inputs: Adl_Ans_ChooseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`付与か取り消しを選んでください。`)
};

const ko_adl_ans_choose = /** @type {(inputs: Adl_Ans_ChooseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`부여 또는 취소를 선택하세요.`)
};

/**
* | output |
* | --- |
* | "Choose grant or revoke." |
*
* @param {Adl_Ans_ChooseInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const adl_ans_choose = /** @type {((inputs?: Adl_Ans_ChooseInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Adl_Ans_ChooseInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_adl_ans_choose(inputs)
	if (locale === "fr") return fr_adl_ans_choose(inputs)
	if (locale === "es") return es_adl_ans_choose(inputs)
	if (locale === "pt-BR") return pt_br2_adl_ans_choose(inputs)
	if (locale === "ja") return ja_adl_ans_choose(inputs)
	if (locale === "ko") return ko_adl_ans_choose(inputs)
	return en_adl_ans_choose(inputs)
});