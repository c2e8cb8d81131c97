/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Faq_ShowingInputs */

const en_faq_showing = /** @type {(inputs: Faq_ShowingInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Showing ${i?.count} question`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`Showing ${i?.count} questions`);
	return /** @type {LocalizedString} */ ("faq_showing");
};

const de_faq_showing = /** @type {(inputs: Faq_ShowingInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("de", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} Frage wird angezeigt`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} Fragen werden angezeigt`);
	return /** @type {LocalizedString} */ ("faq_showing");
};

const fr_faq_showing = /** @type {(inputs: Faq_ShowingInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} question affichée`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} questions affichées`);
	return /** @type {LocalizedString} */ ("faq_showing");
};

const es_faq_showing = /** @type {(inputs: Faq_ShowingInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Mostrando ${i?.count} pregunta`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`Mostrando ${i?.count} preguntas`);
	return /** @type {LocalizedString} */ ("faq_showing");
};

const pt_br2_faq_showing = /** @type {(inputs: Faq_ShowingInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("pt-BR", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Mostrando ${i?.count} pergunta`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`Mostrando ${i?.count} perguntas`);
	return /** @type {LocalizedString} */ ("faq_showing");
};

const ja_faq_showing = /** @type {(inputs: Faq_ShowingInputs) => LocalizedString} */ (i) => {
	const countPlural = registry.plural("ja", i?.count, {});return /** @type {LocalizedString} */ (`${i?.count}件の質問を表示しています`)
};

const ko_faq_showing = /** @type {(inputs: Faq_ShowingInputs) => LocalizedString} */ (i) => {
	const countPlural = registry.plural("ko", i?.count, {});return /** @type {LocalizedString} */ (`질문 ${i?.count}개 표시 중`)
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "Showing {count} question" |
* | "other" | "Showing {count} questions" |
*
* @param {Faq_ShowingInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const faq_showing = /** @type {((inputs: Faq_ShowingInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Faq_ShowingInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_faq_showing(inputs)
	if (locale === "fr") return fr_faq_showing(inputs)
	if (locale === "es") return es_faq_showing(inputs)
	if (locale === "pt-BR") return pt_br2_faq_showing(inputs)
	if (locale === "ja") return ja_faq_showing(inputs)
	if (locale === "ko") return ko_faq_showing(inputs)
	return en_faq_showing(inputs)
});