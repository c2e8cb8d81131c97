/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reg_Party_Intro_Edit_PendingInputs */

const en_reg_party_intro_edit_pending = /** @type {(inputs: Reg_Party_Intro_Edit_PendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your last changes are waiting for review; the form shows them so you can keep editing them.`)
};

const de_reg_party_intro_edit_pending = /** @type {(inputs: Reg_Party_Intro_Edit_PendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deine letzten Änderungen warten auf Prüfung; das Formular zeigt sie, damit du weiter daran arbeiten kannst.`)
};

const fr_reg_party_intro_edit_pending = /** @type {(inputs: Reg_Party_Intro_Edit_PendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vos dernières modifications attendent d'être examinées ; le formulaire les affiche pour que vous puissiez continuer à les modifier.`)
};

const es_reg_party_intro_edit_pending = /** @type {(inputs: Reg_Party_Intro_Edit_PendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tus últimos cambios están pendientes de revisión; el formulario los muestra para que puedas seguir editándolos.`)
};

const pt_br2_reg_party_intro_edit_pending = /** @type {(inputs: Reg_Party_Intro_Edit_PendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Suas últimas alterações aguardam análise; o formulário as mostra para você continuar editando.`)
};

const ja_reg_party_intro_edit_pending = /** @type {(inputs: Reg_Party_Intro_Edit_PendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`前回の変更は審査待ちです。引き続き編集できるよう、フォームにはその内容が表示されています。`)
};

const ko_reg_party_intro_edit_pending = /** @type {(inputs: Reg_Party_Intro_Edit_PendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`마지막 변경 사항이 검토 대기 중이며, 계속 수정할 수 있도록 양식에 표시됩니다.`)
};

/**
* | output |
* | --- |
* | "Your last changes are waiting for review; the form shows them so you can keep editing them." |
*
* @param {Reg_Party_Intro_Edit_PendingInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const reg_party_intro_edit_pending = /** @type {((inputs?: Reg_Party_Intro_Edit_PendingInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reg_Party_Intro_Edit_PendingInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_reg_party_intro_edit_pending(inputs)
	if (locale === "fr") return fr_reg_party_intro_edit_pending(inputs)
	if (locale === "es") return es_reg_party_intro_edit_pending(inputs)
	if (locale === "pt-BR") return pt_br2_reg_party_intro_edit_pending(inputs)
	if (locale === "ja") return ja_reg_party_intro_edit_pending(inputs)
	if (locale === "ko") return ko_reg_party_intro_edit_pending(inputs)
	return en_reg_party_intro_edit_pending(inputs)
});