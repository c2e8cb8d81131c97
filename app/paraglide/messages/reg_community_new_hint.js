/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reg_Community_New_HintInputs */

const en_reg_community_new_hint = /** @type {(inputs: Reg_Community_New_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`An existing community with this name is used; otherwise a new one is created.`)
};

const de_reg_community_new_hint = /** @type {(inputs: Reg_Community_New_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gibt es schon eine Community mit diesem Namen, wird sie verwendet; sonst wird eine neue angelegt.`)
};

const fr_reg_community_new_hint = /** @type {(inputs: Reg_Community_New_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Une communauté existante portant ce nom est utilisée ; sinon, une nouvelle est créée.`)
};

const es_reg_community_new_hint = /** @type {(inputs: Reg_Community_New_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Si ya existe una comunidad con este nombre, se usa; si no, se crea una nueva.`)
};

const pt_br2_reg_community_new_hint = /** @type {(inputs: Reg_Community_New_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Se já existir uma comunidade com este nome, ela é usada; caso contrário, uma nova é criada.`)
};

const ja_reg_community_new_hint = /** @type {(inputs: Reg_Community_New_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`同じ名前のコミュニティがあればそれを使い、なければ新しく作成します。`)
};

const ko_reg_community_new_hint = /** @type {(inputs: Reg_Community_New_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`같은 이름의 커뮤니티가 있으면 그 커뮤니티를 사용하고, 없으면 새로 만듭니다.`)
};

/**
* | output |
* | --- |
* | "An existing community with this name is used; otherwise a new one is created." |
*
* @param {Reg_Community_New_HintInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const reg_community_new_hint = /** @type {((inputs?: Reg_Community_New_HintInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reg_Community_New_HintInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_reg_community_new_hint(inputs)
	if (locale === "fr") return fr_reg_community_new_hint(inputs)
	if (locale === "es") return es_reg_community_new_hint(inputs)
	if (locale === "pt-BR") return pt_br2_reg_community_new_hint(inputs)
	if (locale === "ja") return ja_reg_community_new_hint(inputs)
	if (locale === "ko") return ko_reg_community_new_hint(inputs)
	return en_reg_community_new_hint(inputs)
});