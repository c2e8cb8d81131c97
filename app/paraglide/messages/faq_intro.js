/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Faq_IntroInputs */

const en_faq_intro = /** @type {(inputs: Faq_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Everything owners and organizers ask us most. Pick a category to narrow the list.`)
};

const de_faq_intro = /** @type {(inputs: Faq_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Alles, was Betreiber und Veranstalter uns am häufigsten fragen. Wählen Sie eine Kategorie, um die Liste einzugrenzen.`)
};

const fr_faq_intro = /** @type {(inputs: Faq_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tout ce que les gérants et les organisateurs nous demandent le plus. Choisissez une catégorie pour affiner la liste.`)
};

const es_faq_intro = /** @type {(inputs: Faq_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Todo lo que más nos preguntan dueños y organizadores. Elige una categoría para acotar la lista.`)
};

const pt_br2_faq_intro = /** @type {(inputs: Faq_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tudo o que donos e organizadores mais nos perguntam. Escolha uma categoria para filtrar a lista.`)
};

const ja_faq_intro = /** @type {(inputs: Faq_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`オーナーや主催者の方からよくいただく質問をまとめました。カテゴリを選ぶと一覧を絞り込めます。`)
};

const ko_faq_intro = /** @type {(inputs: Faq_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`운영자와 주최자가 가장 많이 묻는 질문을 모았습니다. 카테고리를 선택해 목록을 좁혀 보세요.`)
};

/**
* | output |
* | --- |
* | "Everything owners and organizers ask us most. Pick a category to narrow the list." |
*
* @param {Faq_IntroInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const faq_intro = /** @type {((inputs?: Faq_IntroInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Faq_IntroInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_faq_intro(inputs)
	if (locale === "fr") return fr_faq_intro(inputs)
	if (locale === "es") return es_faq_intro(inputs)
	if (locale === "pt-BR") return pt_br2_faq_intro(inputs)
	if (locale === "ja") return ja_faq_intro(inputs)
	if (locale === "ko") return ko_faq_intro(inputs)
	return en_faq_intro(inputs)
});