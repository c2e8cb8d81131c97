/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Adr_Rejected_IntroInputs */

const en_adr_rejected_intro = /** @type {(inputs: Adr_Rejected_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`An owner who edits a rejected item sends it back to the queue, marked Resubmitted. You can also reconsider one here and verify it.`)
};

const de_adr_rejected_intro = /** @type {(inputs: Adr_Rejected_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bearbeitet ein Inhaber einen abgelehnten Eintrag, kommt er als „Erneut eingereicht“ zurück in die Warteschlange. Sie können einen Eintrag auch hier neu bewerten und verifizieren.`)
};

const fr_adr_rejected_intro = /** @type {(inputs: Adr_Rejected_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un propriétaire qui modifie un élément refusé le renvoie dans la file, marqué « Soumis à nouveau ». Vous pouvez aussi en réexaminer un ici et le vérifier.`)
};

const es_adr_rejected_intro = /** @type {(inputs: Adr_Rejected_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Si un propietario edita un elemento rechazado, vuelve a la cola marcado como «Reenviado». También puede reconsiderarlo aquí y verificarlo.`)
};

const pt_br2_adr_rejected_intro = /** @type {(inputs: Adr_Rejected_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quando um proprietário edita um item rejeitado, ele volta para a fila marcado como “Reenviado”. Você também pode reconsiderá-lo aqui e verificá-lo.`)
};

const ja_adr_rejected_intro = /** @type {(inputs: Adr_Rejected_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`オーナーが却下された項目を編集すると、「再提出」の印が付いてキューに戻ります。ここで見直して認証することもできます。`)
};

const ko_adr_rejected_intro = /** @type {(inputs: Adr_Rejected_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`소유자가 거부된 항목을 수정하면 ‘재제출’ 표시와 함께 대기열로 돌아갑니다. 여기에서 다시 검토하고 인증할 수도 있습니다.`)
};

/**
* | output |
* | --- |
* | "An owner who edits a rejected item sends it back to the queue, marked Resubmitted. You can also reconsider one here and verify it." |
*
* @param {Adr_Rejected_IntroInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const adr_rejected_intro = /** @type {((inputs?: Adr_Rejected_IntroInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Adr_Rejected_IntroInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_adr_rejected_intro(inputs)
	if (locale === "fr") return fr_adr_rejected_intro(inputs)
	if (locale === "es") return es_adr_rejected_intro(inputs)
	if (locale === "pt-BR") return pt_br2_adr_rejected_intro(inputs)
	if (locale === "ja") return ja_adr_rejected_intro(inputs)
	if (locale === "ko") return ko_adr_rejected_intro(inputs)
	return en_adr_rejected_intro(inputs)
});