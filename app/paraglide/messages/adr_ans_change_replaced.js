/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Adr_Ans_Change_ReplacedInputs */

const en_adr_ans_change_replaced = /** @type {(inputs: Adr_Ans_Change_ReplacedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The owner has edited this item again since, so this change was replaced. Nothing was changed; review the newer change.`)
};

const de_adr_ans_change_replaced = /** @type {(inputs: Adr_Ans_Change_ReplacedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Der Inhaber hat den Eintrag seitdem erneut bearbeitet, daher wurde diese Änderung ersetzt. Nichts wurde geändert; prüfen Sie die neuere Änderung.`)
};

const fr_adr_ans_change_replaced = /** @type {(inputs: Adr_Ans_Change_ReplacedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le propriétaire a de nouveau modifié cet élément depuis, cette modification a donc été remplacée. Rien n’a été modifié ; vérifiez la modification plus récente.`)
};

const es_adr_ans_change_replaced = /** @type {(inputs: Adr_Ans_Change_ReplacedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El propietario ha vuelto a editar este elemento, así que este cambio se sustituyó. No se cambió nada; revise el cambio más reciente.`)
};

const pt_br2_adr_ans_change_replaced = /** @type {(inputs: Adr_Ans_Change_ReplacedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`O proprietário editou este item novamente, então esta alteração foi substituída. Nada foi alterado; revise a alteração mais recente.`)
};

const ja_adr_ans_change_replaced = /** @type {(inputs: Adr_Ans_Change_ReplacedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`オーナーがその後この項目を再編集したため、この変更は置き換えられました。何も変更されていません。新しい変更を審査してください。`)
};

const ko_adr_ans_change_replaced = /** @type {(inputs: Adr_Ans_Change_ReplacedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`소유자가 그 후 이 항목을 다시 수정하여 이 변경이 대체되었습니다. 변경된 것이 없습니다. 새 변경을 검토하세요.`)
};

/**
* | output |
* | --- |
* | "The owner has edited this item again since, so this change was replaced. Nothing was changed; review the newer change." |
*
* @param {Adr_Ans_Change_ReplacedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const adr_ans_change_replaced = /** @type {((inputs?: Adr_Ans_Change_ReplacedInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Adr_Ans_Change_ReplacedInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_adr_ans_change_replaced(inputs)
	if (locale === "fr") return fr_adr_ans_change_replaced(inputs)
	if (locale === "es") return es_adr_ans_change_replaced(inputs)
	if (locale === "pt-BR") return pt_br2_adr_ans_change_replaced(inputs)
	if (locale === "ja") return ja_adr_ans_change_replaced(inputs)
	if (locale === "ko") return ko_adr_ans_change_replaced(inputs)
	return en_adr_ans_change_replaced(inputs)
});